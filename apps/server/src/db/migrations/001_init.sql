-- Tables arrive with the resources that use them; this first step only proves the chain works.
create table if not exists server_info (key text primary key, value text not null);
